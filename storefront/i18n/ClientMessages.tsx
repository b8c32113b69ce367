import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { I18nProvider } from './client';
import { pickClientMessages, type ClientMessageGroup } from './client-messages';

/** A section's layout: the client components below read the messages of `group` (i18n/client-messages.ts) only. */
export async function ClientMessages({ group, children }: { group: ClientMessageGroup; children: ReactNode }) {
  return <I18nProvider messages={pickClientMessages(await getMessages(), group)}>{children}</I18nProvider>;
}
