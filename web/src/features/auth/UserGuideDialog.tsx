import { Button, Dialog, DialogBody, DialogFooter, H5, Tag } from '@blueprintjs/core';
import { userGuide } from '../../i18n/userGuide.ts';

interface UserGuideDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function UserGuideDialog({ isOpen, onClose }: UserGuideDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={userGuide.title} icon="manual" className="user-guide">
      <DialogBody>
        <div className="user-guide__content">
          <p>{userGuide.intro}</p>
          <section aria-labelledby="guide-approval">
            <H5 id="guide-approval">{userGuide.approvalTitle}</H5>
            <ol className="user-guide__steps">
              {userGuide.approvalSteps.map((step, index) => (
                <li key={step.title} className="user-guide__step">
                  <span className="user-guide__step-number" aria-hidden>
                    {index + 1}
                  </span>
                  <div>
                    <strong>{step.title}</strong> <Tag minimal>{step.who}</Tag>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p>{userGuide.approvalOutcome}</p>
          </section>
          <section aria-labelledby="guide-roles">
            <H5 id="guide-roles">{userGuide.rolesTitle}</H5>
            <dl className="user-guide__roles">
              {userGuide.roles.map((role) => (
                <div key={role.label}>
                  <dt>{role.label}</dt>
                  <dd>{role.text}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="guide-tips">
            <H5 id="guide-tips">{userGuide.tipsTitle}</H5>
            <ul>
              {userGuide.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={userGuide.close} onClick={onClose} />} />
    </Dialog>
  );
}
