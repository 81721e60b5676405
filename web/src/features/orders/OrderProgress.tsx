import { Icon } from '@blueprintjs/core';
import { orderTexts } from './texts.ts';

const ORDER = ['pending', 'sent', 'received', 'completed'];

/** The four-step indicator: created, sent, received, completed. */
export function OrderProgress({ status }: { status: string }) {
  const reached = ORDER.indexOf(status);
  return (
    <ol className="proc-progress" aria-label={orderTexts.detail.progress}>
      {orderTexts.detail.steps.map((label, index) => {
        const state = index < reached || status === 'completed' ? 'done' : index === reached ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`proc-progress__step proc-progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="proc-progress__marker">
              {state === 'done' ? <Icon icon="tick" size={14} /> : index + 1}
            </span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
