/**
 * @generated SignedSource<<91841c9bca23189f4d57cca31488f327>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentMethod = "bank_transfer" | "business_card" | "cash" | "credit_card" | "other" | "voucher" | "%future added value";
export type PaymentSortField = "AVAILABLE_DATE" | "INSERTION_DATE" | "REFERENCE" | "STATUS" | "TOTAL" | "%future added value";
export type PaymentStatus = "awaiting_details" | "awaiting_payment" | "cancelled" | "paid" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type PaymentSort = {
  direction?: SortDirection | null | undefined;
  field: PaymentSortField;
};
export type PaymentsTablePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  orderBy?: PaymentSort | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  search?: string | null | undefined;
  status?: PaymentStatus | null | undefined;
};
export type PaymentsTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PaymentsTable_query">;
};
export type PaymentsTablePaginationQuery = {
  response: PaymentsTablePaginationQuery$data;
  variables: PaymentsTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dateFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dateTo"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentMethod"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "dateFrom",
    "variableName": "dateFrom"
  },
  {
    "kind": "Variable",
    "name": "dateTo",
    "variableName": "dateTo"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "paymentMethod",
    "variableName": "paymentMethod"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "PaymentsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentsTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryPaymentsConnection",
        "kind": "LinkedField",
        "name": "payments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPaymentsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Payment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "status",
          "paymentMethod",
          "dateFrom",
          "dateTo",
          "search",
          "orderBy"
        ],
        "handle": "connection",
        "key": "PaymentsTable_payments",
        "kind": "LinkedHandle",
        "name": "payments"
      }
    ]
  },
  "params": {
    "cacheID": "7693cd1891bb2d75a18a45fe9dbaba13",
    "id": null,
    "metadata": {},
    "name": "PaymentsTablePaginationQuery",
    "operationKind": "query",
    "text": "query PaymentsTablePaginationQuery(\n  $count: Int = 25\n  $cursor: String\n  $dateFrom: Date\n  $dateTo: Date\n  $orderBy: PaymentSort\n  $paymentMethod: PaymentMethod\n  $search: String\n  $status: PaymentStatus\n) {\n  ...PaymentsTable_query_1G22uz\n}\n\nfragment PaymentDialog_payment on Payment {\n  id\n  paymentReference\n  availableDate\n  paymentMethod\n  status\n}\n\nfragment PaymentRow_payment on Payment {\n  paymentReference\n  insertionDate\n  availableDate\n  invoiceNumbers\n  paymentMethodLabel\n  iban\n  totalAmount\n  status\n  statusLabel\n  canEdit\n  canCancel\n}\n\nfragment PaymentsTable_query_1G22uz on Query {\n  payments(status: $status, paymentMethod: $paymentMethod, dateFrom: $dateFrom, dateTo: $dateTo, search: $search, orderBy: $orderBy, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        paymentReference\n        ...PaymentRow_payment\n        ...PaymentDialog_payment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd3670dd04ea896561f8e31628f6f816";

export default node;
