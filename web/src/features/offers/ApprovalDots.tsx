import { offerTexts } from './texts.ts';

const t = offerTexts.approvals;

/** The two approval indicators of the lists and the dashboard: finance and IT, green once given. */
export function ApprovalDots({ finance, it }: { finance: boolean; it: boolean }) {
  return (
    <span className="proc-dots">
      {(
        [
          [t.finance, finance],
          [t.it, it],
        ] as const
      ).map(([label, done]) => (
        <span key={label} className="proc-dots__item" title={`${label}: ${done ? t.approved : t.pending}`}>
          <span className={`proc-dots__dot${done ? ' proc-dots__dot--done' : ''}`} aria-hidden />
          <span className="proc-dots__label">{label}</span>
          <span className="sr-only">{done ? t.approved : t.pending}</span>
        </span>
      ))}
    </span>
  );
}
