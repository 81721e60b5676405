/**
 * @generated SignedSource<<341681d9ec45bf57a90967c6c2666b20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractPickerQuery$variables = {
  search?: string | null | undefined;
};
export type ContractPickerQuery$data = {
  readonly contracts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contractName: string;
        readonly id: string;
        readonly supplierName: string;
      };
    }>;
  };
};
export type ContractPickerQuery = {
  response: ContractPickerQuery$data;
  variables: ContractPickerQuery$variables;
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
        "kind": "Literal",
        "name": "orderBy",
        "value": {
          "direction": "ASC",
          "field": "NAME"
        }
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "QueryContractsConnection",
    "kind": "LinkedField",
    "name": "contracts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryContractsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Contract",
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
                "name": "contractName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplierName",
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
    "name": "ContractPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "eda277dc8d90087c5bd918cd2b27f108",
    "id": null,
    "metadata": {},
    "name": "ContractPickerQuery",
    "operationKind": "query",
    "text": "query ContractPickerQuery(\n  $search: String\n) {\n  contracts(first: 20, search: $search, orderBy: {field: NAME, direction: ASC}) {\n    edges {\n      node {\n        id\n        contractName\n        supplierName\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1251cea5d962e7392c702a346fb184b8";

export default node;
