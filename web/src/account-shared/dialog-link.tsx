import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/form-parts';
import type { AccountDialogKind } from '@/lib/account-modal';
import { openAccountDialog } from './account-dialog-state';

/** A link-styled button that opens another account dialog. */
export function DialogLink({ kind, children }: { kind: AccountDialogKind; children: ReactNode }) {
  return <LinkButton onClick={() => openAccountDialog({ kind })}>{children}</LinkButton>;
}
