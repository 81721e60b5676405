import { Icon } from '@blueprintjs/core';
import { orderTexts } from './texts.ts';

const ORDER = ['pending', 'sent', 'received', 'completed'];

/**
 * The four-step indicator: created, sent, received, completed. Each step is something that has
 * happened, so every step the order has reached shows a check mark (a received order: three); the
 * step the order is at is the current one for assistive technology.
 */
export function OrderProgress({ status }: { status: string }) {
  const reached = ORDER.indexOf(status);
  return (
    <ol className="proc-progress" aria-label={orderTexts.detail.progress}>
      {orderTexts.detail.steps.map((label, index) => {
        const done = index <= reached;
        return (
          <li
            key={label}
            className={`proc-progress__step proc-progress__step--${done ? 'done' : 'todo'}`}
            aria-current={index === reached ? 'step' : undefined}
          >
            <span className="proc-progress__marker">
              {done ? <Icon icon="tick" size={14} title={orderTexts.detail.stepDone} /> : index + 1}
            </span>
            <span>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
