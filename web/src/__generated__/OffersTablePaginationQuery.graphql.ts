/**
 * @generated SignedSource<<9a57722e81f68e9df8e0b95ce3808b5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferSortField = "AMOUNT" | "CREATED_AT" | "STATUS" | "SUPPLIER" | "TITLE" | "%future added value";
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type BudgetRefInput = {
  costCenterId: string;
  year: number;
};
export type OfferSort = {
  direction?: SortDirection | null | undefined;
  field: OfferSortField;
};
export type OffersTablePaginationQuery$variables = {
  committedTo?: BudgetRefInput | null | undefined;
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  orderBy?: OfferSort | null | undefined;
  search?: string | null | undefined;
  status?: OfferStatus | null | undefined;
};
export type OffersTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OffersTable_query">;
};
export type OffersTablePaginationQuery = {
  response: OffersTablePaginationQuery$data;
  variables: OffersTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "committedTo"
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
    "name": "orderBy"
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
    "name": "committedTo",
    "variableName": "committedTo"
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
    "name": "OffersTablePaginationQuery",
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
        "name": "OffersTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OffersTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryOffersConnection",
        "kind": "LinkedField",
        "name": "offers",
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
            "concreteType": "QueryOffersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Offer",
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
                    "name": "rowId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
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
                    "name": "approvedByFinance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "approvedByIT",
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
          "search",
          "status",
          "orderBy",
          "committedTo"
        ],
        "handle": "connection",
        "key": "OffersTable_offers",
        "kind": "LinkedHandle",
        "name": "offers"
      }
    ]
  },
  "params": {
    "cacheID": "2287746b173824c6c3bbe73ccc6d9dd9",
    "id": null,
    "metadata": {},
    "name": "OffersTablePaginationQuery",
    "operationKind": "query",
    "text": "query OffersTablePaginationQuery(\n  $committedTo: BudgetRefInput\n  $count: Int = 25\n  $cursor: String\n  $orderBy: OfferSort\n  $search: String\n  $status: OfferStatus\n) {\n  ...OffersTable_query_1G22uz\n}\n\nfragment OfferRow_offer on Offer {\n  rowId\n  title\n  date\n  supplierName\n  totalAmount\n  status\n  approvedByFinance\n  approvedByIT\n}\n\nfragment OffersTable_query_1G22uz on Query {\n  offers(search: $search, status: $status, orderBy: $orderBy, committedTo: $committedTo, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        ...OfferRow_offer\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1271f0180570f476fafd8654e6403b68";

export default node;
