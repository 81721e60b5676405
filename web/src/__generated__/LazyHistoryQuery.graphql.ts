/**
 * @generated SignedSource<<8d1c13c4e9541480ec6ef489730f8154>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LazyHistoryQuery$variables = {
  id: string;
};
export type LazyHistoryQuery$data = {
  readonly node: {
    readonly history?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
    }>;
  } | null | undefined;
};
export type LazyHistoryQuery = {
  response: LazyHistoryQuery$data;
  variables: LazyHistoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "HistoryEntry",
    "kind": "LinkedField",
    "name": "history",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HistoryTimeline_entries"
      }
    ],
    "storageKey": null
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "HistoryEntry",
    "kind": "LinkedField",
    "name": "history",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "actor",
        "storageKey": null
      },
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "HistoryChange",
        "kind": "LinkedField",
        "name": "changes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "before",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "after",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LazyHistoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": (v2/*:: as any*/),
            "type": "Payment",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v2/*:: as any*/),
            "type": "PaymentRun",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v2/*:: as any*/),
            "type": "Supplier",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LazyHistoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Payment",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "PaymentRun",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Supplier",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d3f3e38465d849ccd037609d07132142",
    "id": null,
    "metadata": {},
    "name": "LazyHistoryQuery",
    "operationKind": "query",
    "text": "query LazyHistoryQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Payment {\n      history {\n        ...HistoryTimeline_entries\n      }\n    }\n    ... on PaymentRun {\n      history {\n        ...HistoryTimeline_entries\n      }\n    }\n    ... on Supplier {\n      history {\n        ...HistoryTimeline_entries\n      }\n    }\n    id\n  }\n}\n\nfragment HistoryTimeline_entries on HistoryEntry {\n  at\n  actor\n  label\n  changes {\n    field\n    label\n    before\n    after\n  }\n}\n"
  }
};
})();

(node as any).hash = "5f9ad0cf7eaf5a444261a7dfabca1f4a";

export default node;
