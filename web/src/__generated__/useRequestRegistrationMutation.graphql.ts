/**
 * @generated SignedSource<<cedc4e43bd631e52201f4eb574670aa7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRequestRegistrationMutation$variables = {
  company: string;
  email: string;
  firstName: string;
  lastName: string;
};
export type useRequestRegistrationMutation$data = {
  readonly requestRegistration: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useRequestRegistrationMutation = {
  response: useRequestRegistrationMutation$data;
  variables: useRequestRegistrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "company"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "email"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "firstName"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lastName"
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "company",
        "variableName": "company"
      },
      {
        "kind": "Variable",
        "name": "email",
        "variableName": "email"
      },
      {
        "kind": "Variable",
        "name": "firstName",
        "variableName": "firstName"
      },
      {
        "kind": "Variable",
        "name": "lastName",
        "variableName": "lastName"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestRegistration",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestRegistrationMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRequestRegistrationMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "00bbdb7c0d5bf98e2e324efef8cd7ccf",
    "id": null,
    "metadata": {},
    "name": "useRequestRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestRegistrationMutation(\n  $firstName: String!\n  $lastName: String!\n  $email: String!\n  $company: String!\n) {\n  requestRegistration(firstName: $firstName, lastName: $lastName, email: $email, company: $company) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "811f8275606d3358d22a2f41a4752bfc";

export default node;
