/**
 * @generated SignedSource<<75382267032353ade16a0b83e205ae44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCards_dashboard$data = {
  readonly invoices: {
    readonly pending: number;
    readonly total: number;
  };
  readonly offers: {
    readonly pending: number;
    readonly total: number;
  };
  readonly orders: {
    readonly pending: number;
    readonly total: number;
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pending",
    "storageKey": null
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

(node as any).hash = "60b2cc5ae5be05ef4e418d23550eebaa";

export default node;
