export interface ImportStructure {
  files: number;
  /** Each import circle between files (type-only imports count), as its files. */
  fileCircles: string[][];
  /** `from -> to` for every import from a lower layer up (platform -> modules -> main). */
  upwardImports: string[];
  /** Each circle between modules, as its modules. */
  moduleCircles: string[][];
}
export function importStructure(options?: { srcDir?: string; scope?: 'production' | 'all' }): ImportStructure;
