/**
 * @generated SignedSource<<7143d39e61438b40a7e1a4e61c36b3e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceSortField = "DUE_DATE" | "INVOICE_DATE" | "INVOICE_NUMBER" | "STATUS" | "SUPPLIER" | "TOTAL" | "%future added value";
export type InvoiceStatus = "approved_finance" | "approved_it" | "fully_approved" | "pending" | "rejected" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type InvoiceSort = {
  direction?: SortDirection | null | undefined;
  field: InvoiceSortField;
};
export type BudgetRefInput = {
  costCenterId: string;
  year: number;
};
export type InvoicesPageQuery$variables = {
  actualFor?: BudgetRefInput | null | undefined;
  contractId?: string | null | undefined;
  costCenterId?: string | null | undefined;
  filterCostCenter: string;
  invoiceDateFrom?: string | null | undefined;
  invoiceDateTo?: string | null | undefined;
  isRecurring?: boolean | null | undefined;
  namesCostCenter: boolean;
  orderBy?: InvoiceSort | null | undefined;
  orderId?: string | null | undefined;
  search?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  supplierId?: string | null | undefined;
  vatRate?: string | null | undefined;
};
export type InvoicesPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsFilterTags_query" | "InvoiceFilters_query" | "InvoicesTable_query">;
};
export type InvoicesPageQuery = {
  response: InvoicesPageQuery$data;
  variables: InvoicesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actualFor"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contractId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "costCenterId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filterCostCenter"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invoiceDateFrom"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invoiceDateTo"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isRecurring"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "namesCostCenter"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderId"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "supplierId"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "vatRate"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v18 = [
  {
    "kind": "Variable",
    "name": "actualFor",
    "variableName": "actualFor"
  },
  {
    "kind": "Variable",
    "name": "contractId",
    "variableName": "contractId"
  },
  {
    "kind": "Variable",
    "name": "costCenterId",
    "variableName": "costCenterId"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  {
    "kind": "Variable",
    "name": "invoiceDateFrom",
    "variableName": "invoiceDateFrom"
  },
  {
    "kind": "Variable",
    "name": "invoiceDateTo",
    "variableName": "invoiceDateTo"
  },
  {
    "kind": "Variable",
    "name": "isRecurring",
    "variableName": "isRecurring"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "orderId",
    "variableName": "orderId"
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
  },
  {
    "kind": "Variable",
    "name": "supplierId",
    "variableName": "supplierId"
  },
  {
    "kind": "Variable",
    "name": "vatRate",
    "variableName": "vatRate"
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
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoicesPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AnalyticsFilterTags_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InvoiceFilters_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InvoicesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v9/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v10/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v13/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InvoicesPageQuery",
    "selections": [
      {
        "condition": "namesCostCenter",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "filteredCostCenter",
            "args": [
              {
                "kind": "Variable",
                "name": "id",
                "variableName": "filterCostCenter"
              }
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  }
                ],
                "type": "CostCenter",
                "abstractKey": null
              },
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FinanceOption",
        "kind": "LinkedField",
        "name": "financeSupplierOptions",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FinanceOption",
        "kind": "LinkedField",
        "name": "financeOrderOptions",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FinanceOption",
        "kind": "LinkedField",
        "name": "financeContractOptions",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "concreteType": "QueryInvoicesConnection",
        "kind": "LinkedField",
        "name": "invoices",
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
            "concreteType": "QueryInvoicesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invoice",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invoiceNumber",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplierName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "invoiceDate",
                    "storageKey": null
                  },
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
                    "name": "listStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRecurring",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recurringFrequency",
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
                    "name": "canDelete",
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "filters": [
          "status",
          "supplierId",
          "orderId",
          "contractId",
          "isRecurring",
          "search",
          "invoiceDateFrom",
          "invoiceDateTo",
          "costCenterId",
          "vatRate",
          "actualFor",
          "orderBy"
        ],
        "handle": "connection",
        "key": "InvoicesTable_invoices",
        "kind": "LinkedHandle",
        "name": "invoices"
      }
    ]
  },
  "params": {
    "cacheID": "be4d26a38f5f9bba82e19902e18f8693",
    "id": null,
    "metadata": {},
    "name": "InvoicesPageQuery",
    "operationKind": "query",
    "text": "query InvoicesPageQuery(\n  $status: InvoiceStatus\n  $supplierId: ID\n  $orderId: ID\n  $contractId: ID\n  $isRecurring: Boolean\n  $search: String\n  $orderBy: InvoiceSort\n  $invoiceDateFrom: Date\n  $invoiceDateTo: Date\n  $costCenterId: ID\n  $vatRate: String\n  $actualFor: BudgetRefInput\n  $filterCostCenter: ID!\n  $namesCostCenter: Boolean!\n) {\n  ...AnalyticsFilterTags_query\n  ...InvoiceFilters_query\n  ...InvoicesTable_query\n}\n\nfragment AnalyticsFilterTags_query on Query {\n  filteredCostCenter: node(id: $filterCostCenter) @include(if: $namesCostCenter) {\n    __typename\n    ... on CostCenter {\n      code\n      description\n    }\n    id\n  }\n}\n\nfragment InvoiceFilters_query on Query {\n  financeSupplierOptions {\n    rowId\n    label\n  }\n  financeOrderOptions {\n    rowId\n    label\n  }\n  financeContractOptions {\n    rowId\n    label\n  }\n}\n\nfragment InvoiceRow_invoice on Invoice {\n  rowId\n  invoiceNumber\n  supplierName\n  orderNumber\n  invoiceDate\n  dueDate\n  totalAmount\n  status\n  listStatus\n  isRecurring\n  recurringFrequency\n  canEdit\n  canDelete\n}\n\nfragment InvoicesTable_query on Query {\n  invoices(status: $status, supplierId: $supplierId, orderId: $orderId, contractId: $contractId, isRecurring: $isRecurring, search: $search, invoiceDateFrom: $invoiceDateFrom, invoiceDateTo: $invoiceDateTo, costCenterId: $costCenterId, vatRate: $vatRate, actualFor: $actualFor, orderBy: $orderBy, first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        invoiceNumber\n        ...InvoiceRow_invoice\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0694eee3abede97ae6827d13e2eb6dcc";

export default node;
