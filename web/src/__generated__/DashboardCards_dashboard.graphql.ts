/**
 * @generated SignedSource<<5288a0de9fbf1b5261d0abefaca76b17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCards_dashboard$data = {
  readonly invoices: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_count">;
  };
  readonly offers: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_count">;
  };
  readonly orders: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_count">;
  };
  readonly payments: {
    readonly count: number;
    readonly paidTotal: string;
  } | null | undefined;
  readonly " $fragmentType": "DashboardCards_dashboard";
};
export type DashboardCards_dashboard$key = {
  readonly " $data"?: DashboardCards_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DashboardCards_count"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardCards_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardCount",
      "kind": "LinkedField",
      "name": "offers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardCount",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardCount",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardPayments",
      "kind": "LinkedField",
      "name": "payments",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};
})();

(node as any).hash = "9cbc21d4cced29422c1849637d75b2b8";

export default node;
