/**
 * @generated SignedSource<<7d853c519dc4525f2be4e70d213f0d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly loginTenants: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LoginForm_tenants">;
  }>;
  readonly viewer: {
    readonly __typename: "Viewer";
  } | null | undefined;
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "LoginTenant",
        "kind": "LinkedField",
        "name": "loginTenants",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LoginForm_tenants"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginPageQuery",
    "selections": [
      (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "5b79c44e46866dd66588a1549035ed33",
    "id": null,
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": "query LoginPageQuery {\n  viewer {\n    __typename\n  }\n  loginTenants {\n    ...LoginForm_tenants\n  }\n}\n\nfragment LoginForm_tenants on LoginTenant {\n  shortName\n  fullName\n}\n"
  }
};
})();

(node as any).hash = "bf54f67037ec87d70ef2d33e48bae65f";

export default node;
