import { texts } from '../../i18n/texts.ts';
import { AccountDialog, type AccountForm } from './AccountDialog.tsx';
import { useChangePasswordMutation, type ChangePasswordInput } from './useChangePasswordMutation.ts';
import { validatePasswordChange } from './validatePasswordChange.ts';

const t = texts.changePassword;

/** The signed-in user's own password, checked in the spec's order before it is sent. */
const CHANGE_PASSWORD: AccountForm<ChangePasswordInput> = {
  id: 'password',
  title: t.title,
  icon: 'key',
  texts: t,
  empty: { currentPassword: '', newPassword: '', confirmPassword: '' },
  fields: [
    { key: 'currentPassword', label: t.current, type: 'password', autoComplete: 'current-password' },
    { key: 'newPassword', label: t.next, type: 'password', autoComplete: 'new-password', hint: t.hint },
    { key: 'confirmPassword', label: t.confirm, type: 'password', autoComplete: 'new-password' },
  ],
  check: validatePasswordChange,
};

export function ChangePasswordDialog(props: { isOpen: boolean; onClose: () => void }) {
  return <AccountDialog {...props} form={CHANGE_PASSWORD} send={useChangePasswordMutation()} />;
}
