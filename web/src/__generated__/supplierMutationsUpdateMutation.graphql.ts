/**
 * @generated SignedSource<<c10c62768705864b203407db461a9661>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSupplierInput = {
  address: string;
  businessName: string;
  id: string;
  name: string;
  vatNumber: string;
};
export type supplierMutationsUpdateMutation$variables = {
  input: UpdateSupplierInput;
};
export type supplierMutationsUpdateMutation$data = {
  readonly updateSupplier: {
    readonly __typename: string;
    readonly data?: {
      readonly supplier: {
        readonly address: string;
        readonly businessName: string;
        readonly id: string;
        readonly name: string;
        readonly vatNumber: string;
      };
    };
    readonly message?: string;
  };
};
export type supplierMutationsUpdateMutation = {
  response: supplierMutationsUpdateMutation$data;
  variables: supplierMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateSupplier",
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
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplierPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Supplier",
                "kind": "LinkedField",
                "name": "supplier",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateSupplierSuccess",
        "abstractKey": null
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
    "name": "supplierMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "supplierMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6d158e880311eda591d29695e9055592",
    "id": null,
    "metadata": {},
    "name": "supplierMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation supplierMutationsUpdateMutation(\n  $input: UpdateSupplierInput!\n) {\n  updateSupplier(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateSupplierSuccess {\n      data {\n        supplier {\n          id\n          name\n          businessName\n          address\n          vatNumber\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f353a22739dace516258ab5e4f24dbb";

export default node;
