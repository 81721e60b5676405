/**
 * @generated SignedSource<<d35e1b1a0882fb3607d79520b4a78877>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "bank_transfer" | "business_card" | "cash" | "credit_card" | "other" | "voucher" | "%future added value";
export type PaymentStatus = "awaiting_details" | "awaiting_payment" | "cancelled" | "paid" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentDialog_payment$data = {
  readonly availableDate: string | null | undefined;
  readonly id: string;
  readonly paymentMethod: PaymentMethod | null | undefined;
  readonly paymentReference: string;
  readonly status: PaymentStatus;
  readonly " $fragmentType": "PaymentDialog_payment";
};
export type PaymentDialog_payment$key = {
  readonly " $data"?: PaymentDialog_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDialog_payment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDialog_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "availableDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Payment",
  "abstractKey": null
};

(node as any).hash = "98c0697ed8d160eb27090583e07efc43";

export default node;
