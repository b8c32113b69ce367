'use client';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * A third-style button opening a dialog. The body is rendered only while open, so a lazily imported form (and
 * formik + zod with it) is fetched on first open instead of weighing on every page's first paint.
 */
export function DialogButton({ label, title, intro, children }: { label: string; title: string; intro: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button kind="third" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} title={title}>
        <p>{intro}</p>
        {open && children(close)}
      </Dialog>
    </>
  );
}
