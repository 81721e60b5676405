/**
 * @generated SignedSource<<7ad95e0005eecad2d118d2c607f75149>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateOfferInput = {
  date?: string | null | undefined;
  document?: OfferDocumentUploadInput | null | undefined;
  lines?: ReadonlyArray<OfferLineInput> | null | undefined;
  notes?: string | null | undefined;
  recipients?: ReadonlyArray<OfferRecipientInput> | null | undefined;
  supplierId?: string | null | undefined;
  title: string;
};
export type OfferDocumentUploadInput = {
  file?: any | null | undefined;
  price: string;
};
export type OfferLineInput = {
  productId: string;
  quantity?: number | null | undefined;
};
export type OfferRecipientInput = {
  amountShare: string;
  city: string;
  costCenterId: string;
  location: string;
  name: string;
  notes?: string | null | undefined;
};
export type useCreateOfferMutation$variables = {
  input: CreateOfferInput;
};
export type useCreateOfferMutation$data = {
  readonly createOffer: {
    readonly __typename: string;
    readonly data?: {
      readonly offer: {
        readonly id: string;
        readonly rowId: number;
      };
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useCreateOfferMutation = {
  response: useCreateOfferMutation$data;
  variables: useCreateOfferMutation$variables;
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
    "name": "createOffer",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
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
            "concreteType": "OfferPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Offer",
                "kind": "LinkedField",
                "name": "offer",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateOfferSuccess",
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
    "name": "useCreateOfferMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateOfferMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "516391c1c1fb4936049d925ae2469b28",
    "id": null,
    "metadata": {},
    "name": "useCreateOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateOfferMutation(\n  $input: CreateOfferInput!\n) {\n  createOffer(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n      field\n    }\n    ... on MutationCreateOfferSuccess {\n      data {\n        offer {\n          id\n          rowId\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9bcb49c49346b09ca6713d0acf55967";

export default node;
