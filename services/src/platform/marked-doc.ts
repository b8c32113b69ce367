/** A read model document after its one-time mark: the first mark stands, a replayed event changes nothing. */
export function markedDoc<D extends { status: string }>(current: D | null, mark: Partial<D> & { status: D['status'] }): D | null {
  return current === null || current.status === mark.status ? current : { ...current, ...mark };
}
