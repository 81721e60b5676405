/**
 * @generated SignedSource<<e035bd2e03e0e8853cde378a85ae9d91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ForgotPasswordPageQuery$variables = Record<PropertyKey, never>;
export type ForgotPasswordPageQuery$data = {
  readonly loginTenants: ReadonlyArray<{
    readonly fullName: string;
    readonly shortName: string;
  }>;
};
export type ForgotPasswordPageQuery = {
  response: ForgotPasswordPageQuery$data;
  variables: ForgotPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LoginTenant",
    "kind": "LinkedField",
    "name": "loginTenants",
    "plural": true,
    "selections": [
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ForgotPasswordPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ForgotPasswordPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ec854053f0b3296975268648c71b4efc",
    "id": null,
    "metadata": {},
    "name": "ForgotPasswordPageQuery",
    "operationKind": "query",
    "text": "query ForgotPasswordPageQuery {\n  loginTenants {\n    shortName\n    fullName\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bdfaf191a1761990659253e5ee6289a";

export default node;
