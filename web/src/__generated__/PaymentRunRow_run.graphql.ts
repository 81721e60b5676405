/**
 * @generated SignedSource<<aaa7b3b68c7a2b8a209a0af046c47604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentRunFormat = "cbi" | "sepa" | "%future added value";
export type PaymentRunStatus = "cancelled" | "confirmed" | "open" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentRunRow_run$data = {
  readonly canDecide: boolean;
  readonly downloadPath: string;
  readonly executionDate: string;
  readonly fileName: string;
  readonly format: PaymentRunFormat;
  readonly id: string;
  readonly paymentCount: number;
  readonly reference: string;
  readonly status: PaymentRunStatus;
  readonly statusLabel: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "PaymentRunRow_run";
};
export type PaymentRunRow_run$key = {
  readonly " $data"?: PaymentRunRow_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRunRow_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRunRow_run",
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
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "executionDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentCount",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDecide",
      "storageKey": null
    }
  ],
  "type": "PaymentRun",
  "abstractKey": null
};

(node as any).hash = "0abe401e24e4605651c67e59c0f04dc4";

export default node;
