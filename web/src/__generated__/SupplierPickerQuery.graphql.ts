/**
 * @generated SignedSource<<a44df2224bf4922ddebf941215004be3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SupplierPickerQuery$variables = {
  search?: string | null | undefined;
};
export type SupplierPickerQuery$data = {
  readonly suppliers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly businessName: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type SupplierPickerQuery = {
  response: SupplierPickerQuery$data;
  variables: SupplierPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QuerySuppliersConnection",
    "kind": "LinkedField",
    "name": "suppliers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QuerySuppliersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Supplier",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "businessName",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SupplierPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8538b7fe784811f784ed86699dc0c6dc",
    "id": null,
    "metadata": {},
    "name": "SupplierPickerQuery",
    "operationKind": "query",
    "text": "query SupplierPickerQuery(\n  $search: String\n) {\n  suppliers(first: 20, search: $search) {\n    edges {\n      node {\n        id\n        name\n        businessName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7bf8bcd3a99084f12af22fa244af7a78";

export default node;
