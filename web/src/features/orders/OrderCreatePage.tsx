import { Button, Callout, Card, H2, H4 } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql.ts';
import { showToast } from '../../components/toaster.ts';
import { screens } from '../../i18n/screens.ts';
import { useScreenQuery, type ScreenQuery, type ScreenQueryArgs } from '../../shared/screenQuery.ts';
import { todayIso } from '../../shared/dates.ts';
import { FormField, TextField } from '../../shared/FormField.tsx';
import { formatDollar } from '../../shared/format.ts';
import { useFieldErrors, type FieldErrors } from '../../shared/useFieldErrors.ts';
import { OrderableOfferPicker, type OrderableOffer } from '../offers/OrderableOfferPicker.tsx';
import '../offers/procurement.css';
import { orderTexts } from './texts.ts';
import { useCreateOrderMutation } from './useCreateOrderMutation.ts';
import { useDocumentTitle } from '../../shared/ScreenPage.tsx';

const t = orderTexts.create;
const m = orderTexts.toast;
const FIELDS = { offer: 'order-offer', number: 'order-number', delivery: 'order-delivery' } as const;
const SERVER_FIELDS = { offerId: FIELDS.offer, orderNumber: FIELDS.number, estimatedDeliveryDate: FIELDS.delivery };

const ORDER_CREATE_QUERY = graphql`
  query OrderCreatePageQuery($offerId: ID!, $withOffer: Boolean!) {
    suggestedOrderNumber
    orderable: offers(orderable: true, first: 1) {
      totalCount
    }
    offer(id: $offerId) @include(if: $withOffer) {
      id
      title
      supplierName
      totalAmount
      canCreateOrder
    }
  }
`;

/** /orders/new[?offerId=]: the suggested number, and the offer the link came from (started by the route loader). */
export function orderCreateQuery({ searchParams }: ScreenQueryArgs): ScreenQuery<OrderCreatePageQuery> {
  const offerId = searchParams.get('offerId') ?? '';
  return { query: ORDER_CREATE_QUERY, variables: { offerId, withOffer: offerId !== '' } };
}

interface OrderValues {
  offer: OrderableOffer | null;
  orderNumber: string;
  delivery: string;
}

/** The spec's checks (heading 5), each on its field, in the order of the fields. */
function orderErrors(v: OrderValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.offer) errors[FIELDS.offer] = m.offerRequired;
  if (!v.orderNumber.trim()) errors[FIELDS.number] = m.numberRequired;
  if (!v.delivery) errors[FIELDS.delivery] = m.deliveryRequired;
  else if (v.delivery < todayIso()) errors[FIELDS.delivery] = m.deliveryPast;
  return errors;
}

/** New Order (/orders/new[?offerId=]): an approved offer without order, a prefilled number, a delivery date. */
export function OrderCreatePage() {
  useDocumentTitle(screens.orderCreate.title);
  const { data } = useScreenQuery<OrderCreatePageQuery>(ORDER_CREATE_QUERY);
  const navigate = useNavigate();
  const linked = data.offer?.canCreateOrder ? data.offer : null;
  const [values, setValues] = useState<OrderValues>({
    offer: linked,
    orderNumber: data.suggestedOrderNumber,
    delivery: '',
  });
  const form = useFieldErrors(values, orderErrors, SERVER_FIELDS);
  const [create, busy] = useCreateOrderMutation();
  const set =
    <K extends keyof OrderValues>(key: K) =>
    (value: OrderValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const { offer } = values;
  const missing = data.offer !== undefined && !linked;

  useEffect(() => {
    if (missing) showToast(m.offerNotFound, 'danger', 'order-offer-missing');
  }, [missing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.check() || !offer) return;
    const outcome = await create({
      offerId: offer.id,
      orderNumber: values.orderNumber.trim(),
      estimatedDeliveryDate: values.delivery,
    });
    if (!outcome.ok) {
      if (!form.showServer(outcome)) showToast(`${m.createFailed}: ${outcome.message}`, 'danger');
      return;
    }
    showToast(m.created, 'success');
    navigate(`/orders/${outcome.value}`);
  }

  return (
    <div className="page" lang="en">
      <div className="page__header">
        <H2 className="page__title">{screens.orderCreate.title}</H2>
      </div>
      <form onSubmit={submit} noValidate className="proc-grid">
        <Card className="proc-section">
          {data.orderable.totalCount === 0 && (
            <Callout intent="primary" icon="info-sign">
              {t.noOffers}
            </Callout>
          )}
          <FormField id={FIELDS.offer} label={t.offer} required error={form.errors[FIELDS.offer]}>
            <OrderableOfferPicker
              id={FIELDS.offer}
              placeholder={t.offerPlaceholder}
              value={offer}
              onChange={set('offer')}
              invalid={Boolean(form.errors[FIELDS.offer])}
            />
          </FormField>
          <TextField
            id={FIELDS.number}
            label={t.number}
            required
            error={form.errors[FIELDS.number]}
            value={values.orderNumber}
            maxLength={50}
            onValueChange={set('orderNumber')}
          />
          <TextField
            id={FIELDS.delivery}
            label={t.delivery}
            required
            error={form.errors[FIELDS.delivery]}
            type="date"
            min={todayIso()}
            value={values.delivery}
            onValueChange={set('delivery')}
          />
        </Card>
        <Card className="proc-section">
          <H4>{t.summary}</H4>
          <dl className="proc-facts">
            <dt>{t.supplier}</dt>
            <dd>{offer?.supplierName ?? '—'}</dd>
            <dt>{t.total}</dt>
            <dd>{offer ? formatDollar(offer.totalAmount) : '—'}</dd>
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
    </div>
  );
}
