/**
 * @generated SignedSource<<ea3e80abd8b118e15693b7529eb84bcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoicesTable_query$data = {
  readonly invoices: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly invoiceNumber: string;
        readonly " $fragmentSpreads": FragmentRefs<"InvoiceRow_invoice">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "InvoicesTable_query";
};
export type InvoicesTable_query$key = {
  readonly " $data"?: InvoicesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicesTable_query">;
};

import InvoicesTablePaginationQuery_graphql from './InvoicesTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "invoices"
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "actualFor"
    },
    {
      "kind": "RootArgument",
      "name": "contractId"
    },
    {
      "kind": "RootArgument",
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
      "kind": "RootArgument",
      "name": "invoiceDateFrom"
    },
    {
      "kind": "RootArgument",
      "name": "invoiceDateTo"
    },
    {
      "kind": "RootArgument",
      "name": "isRecurring"
    },
    {
      "kind": "RootArgument",
      "name": "orderBy"
    },
    {
      "kind": "RootArgument",
      "name": "orderId"
    },
    {
      "kind": "RootArgument",
      "name": "search"
    },
    {
      "kind": "RootArgument",
      "name": "status"
    },
    {
      "kind": "RootArgument",
      "name": "supplierId"
    },
    {
      "kind": "RootArgument",
      "name": "vatRate"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": InvoicesTablePaginationQuery_graphql
    }
  },
  "name": "InvoicesTable_query",
  "selections": [
    {
      "alias": "invoices",
      "args": [
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
      ],
      "concreteType": "QueryInvoicesConnection",
      "kind": "LinkedField",
      "name": "__InvoicesTable_invoices_connection",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "InvoiceRow_invoice"
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "16390ed85d09607b9bffc8bf777fd544";

export default node;
