/**
 * @generated SignedSource<<dfa611a2a8c7fefc694d1190df9842f8>>
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
export type BudgetRefInput = {
  costCenterId: string;
  year: number;
};
export type InvoiceSort = {
  direction?: SortDirection | null | undefined;
  field: InvoiceSortField;
};
export type InvoicesTablePaginationQuery$variables = {
  actualFor?: BudgetRefInput | null | undefined;
  contractId?: string | null | undefined;
  costCenterId?: string | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  invoiceDateFrom?: string | null | undefined;
  invoiceDateTo?: string | null | undefined;
  isRecurring?: boolean | null | undefined;
  orderBy?: InvoiceSort | null | undefined;
  orderId?: string | null | undefined;
  search?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  supplierId?: string | null | undefined;
  vatRate?: string | null | undefined;
};
export type InvoicesTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"InvoicesTable_query">;
};
export type InvoicesTablePaginationQuery = {
  response: InvoicesTablePaginationQuery$data;
  variables: InvoicesTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "actualFor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "costCenterId"
  },
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
    "name": "invoiceDateFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "invoiceDateTo"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isRecurring"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "supplierId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vatRate"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "actualFor",
    "variableName": "actualFor"
  },
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
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
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoicesTablePaginationQuery",
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
        "name": "InvoicesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoicesTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                    "name": "invoiceNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rowId",
                    "storageKey": null
                  },
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
        "args": (v1/*:: as any*/),
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
    "cacheID": "8b7ff580b78139b1c10083a8dd8688dd",
    "id": null,
    "metadata": {},
    "name": "InvoicesTablePaginationQuery",
    "operationKind": "query",
    "text": "query InvoicesTablePaginationQuery(\n  $actualFor: BudgetRefInput\n  $contractId: ID\n  $costCenterId: ID\n  $count: Int = 25\n  $cursor: String\n  $invoiceDateFrom: Date\n  $invoiceDateTo: Date\n  $isRecurring: Boolean\n  $orderBy: InvoiceSort\n  $orderId: ID\n  $search: String\n  $status: InvoiceStatus\n  $supplierId: ID\n  $vatRate: String\n) {\n  ...InvoicesTable_query_1G22uz\n}\n\nfragment InvoiceRow_invoice on Invoice {\n  rowId\n  invoiceNumber\n  supplierName\n  orderNumber\n  invoiceDate\n  dueDate\n  totalAmount\n  status\n  listStatus\n  isRecurring\n  recurringFrequency\n  canEdit\n  canDelete\n}\n\nfragment InvoicesTable_query_1G22uz on Query {\n  invoices(status: $status, supplierId: $supplierId, orderId: $orderId, contractId: $contractId, isRecurring: $isRecurring, search: $search, invoiceDateFrom: $invoiceDateFrom, invoiceDateTo: $invoiceDateTo, costCenterId: $costCenterId, vatRate: $vatRate, actualFor: $actualFor, orderBy: $orderBy, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        invoiceNumber\n        ...InvoiceRow_invoice\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16390ed85d09607b9bffc8bf777fd544";

export default node;
