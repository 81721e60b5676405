/**
 * @generated SignedSource<<16d25c7c9980412571a88aac3148cc3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "awaiting_details" | "awaiting_payment" | "cancelled" | "paid" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentRow_payment$data = {
  readonly availableDate: string | null | undefined;
  readonly canCancel: boolean;
  readonly canEdit: boolean;
  readonly iban: string | null | undefined;
  readonly insertionDate: string;
  readonly invoiceNumbers: string;
  readonly paymentMethodLabel: string | null | undefined;
  readonly paymentReference: string;
  readonly status: PaymentStatus;
  readonly statusLabel: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "PaymentRow_payment";
};
export type PaymentRow_payment$key = {
  readonly " $data"?: PaymentRow_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRow_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRow_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "insertionDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumbers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethodLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCancel",
      "storageKey": null
    }
  ],
  "type": "Payment",
  "abstractKey": null
};

(node as any).hash = "801781e73e296d9d5c4a5348ad614945";

export default node;
