import { Button, Card, Divider, H4 } from '@blueprintjs/core';
import { formatDollar } from '../../shared/format.ts';
import { offerTexts } from './texts.ts';

const t = offerTexts.create;

interface Props {
  products: string;
  documents: string;
  total: string;
  shares: string;
  busy: boolean;
  busyText: string;
  onCancel: () => void;
}

/** The side panel of /offers/new: the totals the server will compute, and the submit button. */
export function OfferSummary({ products, documents, total, shares, busy, busyText, onCancel }: Props) {
  return (
    <Card className="proc-section proc-sticky">
      <H4>{t.summary}</H4>
      <dl className="proc-facts">
        <dt>{t.productsTotal}</dt>
        <dd className="proc-num">{formatDollar(products)}</dd>
        <dt>{t.documentsTotal}</dt>
        <dd className="proc-num">{formatDollar(documents)}</dd>
        <dt>{t.allocated}</dt>
        <dd className="proc-num">{shares}%</dd>
      </dl>
      <Divider />
      <div className="proc-section__header">
        <span>{t.total}</span>
        <span className="proc-summary-total">{formatDollar(total)}</span>
      </div>
      <div className="proc-buttons">
        <Button
          type="submit"
          intent="primary"
          icon="tick"
          loading={false}
          disabled={busy}
          text={busy ? busyText : t.submit}
          fill
        />
        <Button text={t.cancel} disabled={busy} onClick={onCancel} fill />
      </div>
    </Card>
  );
}
