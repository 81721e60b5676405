import { texts } from '../../i18n/texts.ts';
import { trimmed } from '../../shared/trimmed.ts';
import { AccountDialog, type AccountForm } from './AccountDialog.tsx';
import { useRequestRegistrationMutation, type RegistrationInput } from './useRequestRegistrationMutation.ts';

const t = texts.registration;

/** 'Registrati gratuitamente': a request that an administrator follows up; no account is created here. */
const REGISTRATION: AccountForm<RegistrationInput> = {
  id: 'registration',
  title: t.title,
  icon: 'new-person',
  intro: t.intro,
  texts: t,
  empty: { firstName: '', lastName: '', email: '', company: '' },
  fields: [
    { key: 'firstName', label: t.firstName, type: 'text', autoComplete: 'given-name' },
    { key: 'lastName', label: t.lastName, type: 'text', autoComplete: 'family-name' },
    { key: 'email', label: t.email, type: 'email', autoComplete: 'email' },
    { key: 'company', label: t.company, type: 'text', autoComplete: 'organization' },
  ],
  required: true,
  grid: true,
  clean: trimmed,
};

export function RegistrationDialog(props: { isOpen: boolean; onClose: () => void }) {
  return <AccountDialog {...props} form={REGISTRATION} send={useRequestRegistrationMutation()} />;
}
