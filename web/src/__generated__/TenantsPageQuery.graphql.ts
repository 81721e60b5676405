/**
 * @generated SignedSource<<3bcf2d309f0a0d76d73d66bf30408d65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type TenantSortField = "CREATED_AT" | "FULL_NAME" | "SHORT_NAME" | "%future added value";
export type TenantSort = {
  direction?: SortDirection | null | undefined;
  field: TenantSortField;
};
export type TenantsPageQuery$variables = {
  orderBy?: TenantSort | null | undefined;
  search?: string | null | undefined;
};
export type TenantsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationRequests_query" | "TenantsTable_query">;
};
export type TenantsPageQuery = {
  response: TenantsPageQuery$data;
  variables: TenantsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v3 = [
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v8 = {
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
v9 = {
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
},
v10 = [
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TenantsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "TenantsTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RegistrationRequests_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TenantsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryTenantsConnection",
        "kind": "LinkedField",
        "name": "tenants",
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
            "concreteType": "QueryTenantsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Tenant",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactSurname",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactPhone",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmail",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "address",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vatNumber",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "search",
          "orderBy"
        ],
        "handle": "connection",
        "key": "TenantsTable_tenants",
        "kind": "LinkedHandle",
        "name": "tenants"
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "QueryRegistrationRequestsConnection",
        "kind": "LinkedField",
        "name": "registrationRequests",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryRegistrationRequestsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RegistrationRequest",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "company",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": "registrationRequests(first:50)"
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "RegistrationRequests_registrationRequests",
        "kind": "LinkedHandle",
        "name": "registrationRequests"
      }
    ]
  },
  "params": {
    "cacheID": "8f6121de0fe62992c17440b7d4725b81",
    "id": null,
    "metadata": {},
    "name": "TenantsPageQuery",
    "operationKind": "query",
    "text": "query TenantsPageQuery(\n  $search: String\n  $orderBy: TenantSort\n) {\n  ...TenantsTable_query\n  ...RegistrationRequests_query\n}\n\nfragment RegistrationRequests_query on Query {\n  registrationRequests(first: 50) {\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        company\n        createdAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment TenantRow_tenant on Tenant {\n  id\n  shortName\n  fullName\n  contactName\n  contactSurname\n  contactPhone\n  contactEmail\n  address\n  vatNumber\n  createdAt\n}\n\nfragment TenantsTable_query on Query {\n  tenants(search: $search, orderBy: $orderBy, first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        ...TenantRow_tenant\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2031ddff99ab66cfc3630a8ca87cfd9";

export default node;
