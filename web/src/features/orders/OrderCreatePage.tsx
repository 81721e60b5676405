import { Button, Callout, Card, FormGroup, H2, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { RequiredMark } from '../../components/RequiredMark.tsx';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { texts } from '../../i18n/texts.ts';
import { formatDollar } from '../../shared/format.ts';
import { todayIso } from '../../shared/dates.ts';
import '../offers/procurement.css';
import { orderTexts } from './texts.ts';
import { useCreateOrderMutation } from './useCreateOrderMutation.ts';

const t = orderTexts.create;

/** New Order (/orders/new[?offerId=]): an approved offer without order, a prefilled number, a delivery date. */
export function OrderCreatePage() {
  useEffect(() => {
    document.title = `${screens.orderCreate.title} · ${texts.app.headerTitle}`;
  }, []);
  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.orderCreate.title}</H2>
      </div>
      <Suspense fallback={<LoadingScreen label={orderTexts.create.loading} />}>
        <OrderCreateForm />
      </Suspense>
    </div>
  );
}

function OrderCreateForm() {
  const data = useLazyLoadQuery<OrderCreatePageQuery>(
    graphql`
      query OrderCreatePageQuery {
        suggestedOrderNumber
        offers(orderable: true, first: 100) {
          edges {
            node {
              id
              rowId
              title
              supplierName
              totalAmount
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offers = data.offers.edges.map((e) => e.node);
  const preselected = params.get('offerId');
  const [offerId, setOfferId] = useState(() => offers.find((o) => String(o.rowId) === preselected)?.id ?? '');
  const [orderNumber, setOrderNumber] = useState(data.suggestedOrderNumber);
  const [delivery, setDelivery] = useState('');
  const [create, busy] = useCreateOrderMutation();
  const selected = offers.find((o) => o.id === offerId);

  useEffect(() => {
    if (preselected && !offers.some((o) => String(o.rowId) === preselected)) {
      showToast(orderTexts.toast.offerNotFound, 'danger', 'order-offer-missing');
    }
  }, [preselected, offers]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !selected
      ? orderTexts.toast.offerRequired
      : !delivery
        ? orderTexts.toast.deliveryRequired
        : delivery < todayIso()
          ? orderTexts.toast.deliveryPast
          : !orderNumber.trim()
            ? orderTexts.toast.numberRequired
            : null;
    if (problem || !selected) {
      showToast(problem ?? orderTexts.toast.offerRequired, 'danger');
      return;
    }
    const outcome = await create({
      offerId: selected.id,
      orderNumber: orderNumber.trim(),
      estimatedDeliveryDate: delivery,
    });
    if (!outcome.ok) {
      showToast(`${orderTexts.toast.createFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(orderTexts.toast.created, 'success');
    navigate(`/orders/${outcome.value}`);
  }

  return (
    <form onSubmit={submit} noValidate className="proc-grid">
      <Card className="proc-section">
        {offers.length === 0 && (
          <Callout intent="primary" icon="info-sign">
            {t.noOffers}
          </Callout>
        )}
        <FormGroup label={t.offer} labelFor="order-offer" labelInfo={<RequiredMark />}>
          <HTMLSelect id="order-offer" fill value={offerId} onChange={(e) => setOfferId(e.currentTarget.value)}>
            <option value="">{t.offerPlaceholder}</option>
            {offers.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title} — {o.supplierName} ({formatDollar(o.totalAmount)})
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.number} labelFor="order-number" labelInfo={<RequiredMark />}>
          <InputGroup id="order-number" value={orderNumber} maxLength={50} onValueChange={setOrderNumber} />
        </FormGroup>
        <FormGroup label={t.delivery} labelFor="order-delivery" labelInfo={<RequiredMark />}>
          <InputGroup id="order-delivery" type="date" min={todayIso()} value={delivery} onValueChange={setDelivery} />
        </FormGroup>
      </Card>
      <Card className="proc-section">
        <H4>{t.summary}</H4>
        <dl className="proc-facts">
          <dt>{t.supplier}</dt>
          <dd>{selected?.supplierName ?? '—'}</dd>
          <dt>{t.total}</dt>
          <dd>{selected ? formatDollar(selected.totalAmount) : '—'}</dd>
        </dl>
        <div className="proc-buttons">
          <Button
            type="submit"
            intent="primary"
            icon="shopping-cart"
            disabled={busy}
            text={busy ? t.submitting : t.submit}
            fill
          />
          <Button text={t.cancel} disabled={busy} onClick={() => navigate('/orders')} fill />
        </div>
      </Card>
    </form>
  );
}
