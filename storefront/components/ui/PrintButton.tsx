'use client';
import { Button } from './Button';

/** Opens the browser's print dialog (the page's print styles lay it out); not printed itself. */
export function PrintButton({ label, testId }: { label: string; testId?: string }) {
  return (
    <Button kind="outlined" className="no-print" onClick={() => window.print()} data-testid={testId}>
      {label}
    </Button>
  );
}
