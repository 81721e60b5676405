/**
 * @generated SignedSource<<a2e1da68a0f53d725a9d7aa0b3ecbdc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgeingBucket = "days_0_30" | "days_31_60" | "days_61_90" | "no_date" | "over_90" | "overdue" | "%future added value";
export type AnalyticsPageQuery$variables = {
  from: string;
  to: string;
};
export type AnalyticsPageQuery$data = {
  readonly approvalLeadTime: ReadonlyArray<{
    readonly invoiceCount: number;
    readonly invoiceMedianDays: number | null | undefined;
    readonly label: string;
    readonly month: string;
    readonly offerCount: number;
    readonly offerMedianDays: number | null | undefined;
  }>;
  readonly byCostCenter: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SpendSection_rows">;
  }>;
  readonly byMonth: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SpendSection_rows">;
  }>;
  readonly bySupplier: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SpendSection_rows">;
  }>;
  readonly byVatRate: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"SpendSection_rows">;
  }>;
  readonly payablesAgeing: ReadonlyArray<{
    readonly bucket: AgeingBucket;
    readonly count: number;
    readonly label: string;
    readonly total: string;
  }>;
};
export type AnalyticsPageQuery = {
  response: AnalyticsPageQuery$data;
  variables: AnalyticsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v2 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v3 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "groupBy",
    "value": "MONTH"
  },
  (v2/*:: as any*/)
],
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SpendSection_rows"
  }
],
v5 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "groupBy",
    "value": "SUPPLIER"
  },
  (v2/*:: as any*/)
],
v6 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "groupBy",
    "value": "COST_CENTER"
  },
  (v2/*:: as any*/)
],
v7 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "groupBy",
    "value": "VAT_RATE"
  },
  (v2/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "PayablesAgeingBucket",
  "kind": "LinkedField",
  "name": "payablesAgeing",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bucket",
      "storageKey": null
    },
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "concreteType": "ApprovalLeadTimeMonth",
  "kind": "LinkedField",
  "name": "approvalLeadTime",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "month",
      "storageKey": null
    },
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offerMedianDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceMedianDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "net",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "vat",
    "storageKey": null
  },
  (v9/*:: as any*/),
  (v10/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsPageQuery",
    "selections": [
      {
        "alias": "byMonth",
        "args": (v3/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "bySupplier",
        "args": (v5/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "byCostCenter",
        "args": (v6/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "byVatRate",
        "args": (v7/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnalyticsPageQuery",
    "selections": [
      {
        "alias": "byMonth",
        "args": (v3/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "bySupplier",
        "args": (v5/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "byCostCenter",
        "args": (v6/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "byVatRate",
        "args": (v7/*:: as any*/),
        "concreteType": "SpendRow",
        "kind": "LinkedField",
        "name": "spend",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "a8dba8bfe91383169f11ce7de7336acb",
    "id": null,
    "metadata": {},
    "name": "AnalyticsPageQuery",
    "operationKind": "query",
    "text": "query AnalyticsPageQuery(\n  $from: Date!\n  $to: Date!\n) {\n  byMonth: spend(groupBy: MONTH, from: $from, to: $to) {\n    ...SpendSection_rows\n  }\n  bySupplier: spend(groupBy: SUPPLIER, from: $from, to: $to) {\n    ...SpendSection_rows\n  }\n  byCostCenter: spend(groupBy: COST_CENTER, from: $from, to: $to) {\n    ...SpendSection_rows\n  }\n  byVatRate: spend(groupBy: VAT_RATE, from: $from, to: $to) {\n    ...SpendSection_rows\n  }\n  payablesAgeing {\n    bucket\n    label\n    total\n    count\n  }\n  approvalLeadTime(from: $from, to: $to) {\n    month\n    label\n    offerMedianDays\n    offerCount\n    invoiceMedianDays\n    invoiceCount\n  }\n}\n\nfragment SpendSection_rows on SpendRow {\n  key\n  label\n  net\n  vat\n  total\n  count\n}\n"
  }
};
})();

(node as any).hash = "4a3f3e6b7bda342c487e5bb10e5a8d35";

export default node;
