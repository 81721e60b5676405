/**
 * @generated SignedSource<<11021ac9f92638b84531b43833ca7f8b>>
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
export type PaymentsPageQuery$variables = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  orderBy?: PaymentSort | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  search?: string | null | undefined;
  status?: PaymentStatus | null | undefined;
  supplierId?: string | null | undefined;
};
export type PaymentsPageQuery$data = {
  readonly paymentRunDefaults: {
    readonly executionDate: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PayablesSchedule_query" | "PaymentRunsTable_query" | "PaymentStatsCards_query" | "PaymentsTable_query">;
};
export type PaymentsPageQuery = {
  response: PaymentsPageQuery$data;
  variables: PaymentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paymentMethod"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supplierId"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "executionDate",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentRunDefaults",
  "kind": "LinkedField",
  "name": "paymentRunDefaults",
  "plural": false,
  "selections": [
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentReference",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumbers",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalAmount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusLabel",
  "storageKey": null
},
v18 = [
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
    "kind": "Literal",
    "name": "first",
    "value": 25
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentsPageQuery",
    "selections": [
      (v8/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentStatsCards_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PayablesSchedule_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentRunsTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PaymentsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PaymentsPageQuery",
    "selections": [
      (v8/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FinanceOption",
        "kind": "LinkedField",
        "name": "financeSupplierOptions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowId",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "dueFrom",
            "variableName": "dateFrom"
          },
          {
            "kind": "Variable",
            "name": "dueTo",
            "variableName": "dateTo"
          },
          {
            "kind": "Variable",
            "name": "supplierId",
            "variableName": "supplierId"
          }
        ],
        "concreteType": "PayablesSchedule",
        "kind": "LinkedField",
        "name": "payables",
        "plural": false,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PayableGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bucket",
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v10/*:: as any*/),
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
                "concreteType": "PayableSupplier",
                "kind": "LinkedField",
                "name": "suppliers",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplierName",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PayableItem",
                    "kind": "LinkedField",
                    "name": "payments",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "paymentId",
                        "storageKey": null
                      },
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "amount",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ibanMasked",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "runBlockedReason",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 50
          }
        ],
        "concreteType": "QueryPaymentRunsConnection",
        "kind": "LinkedField",
        "name": "paymentRuns",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPaymentRunsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentRun",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reference",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
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
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "paymentRuns(first:50)"
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "concreteType": "QueryPaymentsConnection",
        "kind": "LinkedField",
        "name": "payments",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
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
                  (v14/*:: as any*/),
                  (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
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
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
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
        "args": (v18/*:: as any*/),
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
    "cacheID": "48c1b29165606bfe3b6af980d1d02c6e",
    "id": null,
    "metadata": {},
    "name": "PaymentsPageQuery",
    "operationKind": "query",
    "text": "query PaymentsPageQuery(\n  $status: PaymentStatus\n  $paymentMethod: PaymentMethod\n  $dateFrom: Date\n  $dateTo: Date\n  $search: String\n  $orderBy: PaymentSort\n  $supplierId: ID\n) {\n  paymentRunDefaults {\n    executionDate\n  }\n  ...PaymentStatsCards_query\n  ...PayablesSchedule_query\n  ...PaymentRunsTable_query\n  ...PaymentsTable_query\n}\n\nfragment PayablesSchedule_query on Query {\n  financeSupplierOptions {\n    rowId\n    label\n  }\n  payables(dueFrom: $dateFrom, dueTo: $dateTo, supplierId: $supplierId) {\n    total\n    groups {\n      bucket\n      label\n      total\n      count\n      suppliers {\n        supplierName\n        total\n        payments {\n          paymentId\n          paymentReference\n          dueDate\n          amount\n          invoiceNumbers\n          ibanMasked\n          runBlockedReason\n        }\n      }\n    }\n  }\n}\n\nfragment PaymentDialog_payment on Payment {\n  id\n  paymentReference\n  availableDate\n  paymentMethod\n  status\n}\n\nfragment PaymentRow_payment on Payment {\n  paymentReference\n  insertionDate\n  availableDate\n  invoiceNumbers\n  paymentMethodLabel\n  iban\n  totalAmount\n  status\n  statusLabel\n  canEdit\n  canCancel\n}\n\nfragment PaymentRunRow_run on PaymentRun {\n  id\n  reference\n  executionDate\n  format\n  paymentCount\n  totalAmount\n  status\n  statusLabel\n  fileName\n  downloadPath\n  canDecide\n}\n\nfragment PaymentRunsTable_query on Query {\n  paymentRuns(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        ...PaymentRunRow_run\n      }\n    }\n  }\n}\n\nfragment PaymentStatsCards_query on Query {\n  paymentStats {\n    todayPayments\n    totalPaid\n    pendingPayments\n  }\n}\n\nfragment PaymentsTable_query on Query {\n  payments(status: $status, paymentMethod: $paymentMethod, dateFrom: $dateFrom, dateTo: $dateTo, search: $search, orderBy: $orderBy, first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        paymentReference\n        ...PaymentRow_payment\n        ...PaymentDialog_payment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "77ecc71fcb9638191111d79317a85968";

export default node;
