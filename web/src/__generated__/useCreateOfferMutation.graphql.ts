/**
 * @generated SignedSource<<1908627baa2f21bfa8f07f25aee12641>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
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
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createOffer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "outcome_error",
                  "selections": (v3/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createOffer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v3/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0ac69869ed6402f8bfe075a2b2c5238",
    "id": null,
    "metadata": {},
    "name": "useCreateOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateOfferMutation(\n  $input: CreateOfferInput!\n) {\n  createOffer(input: $input) {\n    __typename\n    ...outcome_error\n    ... on MutationCreateOfferSuccess {\n      data {\n        offer {\n          id\n          rowId\n        }\n      }\n    }\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "106d1fa2fb3df0700136dd43f965368d";

export default node;
