/**
 * @generated SignedSource<<5b995ec51a5fc668f6fac9c7b7e9cdcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentStatsCards_query$data = {
  readonly paymentStats: {
    readonly pendingPayments: string;
    readonly todayPayments: string;
    readonly totalPaid: string;
  } | null | undefined;
  readonly " $fragmentType": "PaymentStatsCards_query";
};
export type PaymentStatsCards_query$key = {
  readonly " $data"?: PaymentStatsCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatsCards_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStatsCards_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentStats",
      "kind": "LinkedField",
      "name": "paymentStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "todayPayments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingPayments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e866ee4dbaf338444c27881ad1dd5e29";

export default node;
