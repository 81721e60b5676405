import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { todayIso } from '../../shared/dates.ts';
import { orderTexts } from './texts.ts';
import '../../shared/dialog.css';

const t = orderTexts.confirm;

interface Props {
  orderNumber: string;
  /** The order's date (YYYY-MM-DD): the earliest possible delivery. */
  orderDate: string;
  nextStatus: 'sent' | 'received';
  busy: boolean;
  /** The server's refusal of the date, shown under the field. */
  serverError: string | null;
  onClose: () => void;
  onConfirm: (actualDeliveryDate?: string) => void;
}

/** Confirms an order's next step; marking it received asks for the day it arrived (default today). */
export function AdvanceOrderDialog({
  orderNumber,
  orderDate,
  nextStatus,
  busy,
  serverError,
  onClose,
  onConfirm,
}: Props) {
  const today = todayIso();
  const [day, setDay] = useState(today);
  const [touched, setTouched] = useState(false);
  const receiving = nextStatus === 'received';
  const localError = !day ? t.dateRequired : day > today ? t.dateFuture : day < orderDate ? t.dateBeforeOrder : null;
  const error = (touched && localError) || serverError;
  return (
    <Dialog
      isOpen
      className="dialog--narrow"
      title={receiving ? t.receivedTitle : t.sentTitle}
      onClose={busy ? undefined : onClose}
    >
      <DialogBody>
        <p>{receiving ? t.receivedMessage(orderNumber) : t.sentMessage(orderNumber)}</p>
        {receiving && (
          <FormGroup
            label={t.deliveryDate}
            labelFor="order-actual-delivery"
            intent={error ? 'danger' : 'none'}
            helperText={error || undefined}
          >
            <InputGroup
              id="order-actual-delivery"
              type="date"
              min={orderDate}
              max={today}
              value={day}
              intent={error ? 'danger' : 'none'}
              onValueChange={(value) => {
                setDay(value);
                setTouched(true);
              }}
            />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t.cancel} disabled={busy} onClick={onClose} />
            <Button
              intent="primary"
              text={orderTexts.advance[nextStatus]}
              loading={busy}
              onClick={() => {
                setTouched(true);
                if (!receiving) onConfirm();
                else if (!localError) onConfirm(day);
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
