/**
 * @generated SignedSource<<3bef1312fe5cc797dedb4b18159c5ade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly emailEnabled: boolean;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailEnabled",
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
      },
      (v1/*:: as any*/)
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
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "a0ca865667af429da7c08c86571c9682",
    "id": null,
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": "query LoginPageQuery {\n  viewer {\n    __typename\n  }\n  loginTenants {\n    ...LoginForm_tenants\n  }\n  emailEnabled\n}\n\nfragment LoginForm_tenants on LoginTenant {\n  shortName\n  fullName\n}\n"
  }
};
})();

(node as any).hash = "70e2b39fdd1bc3c8fd8b4496ce021be1";

export default node;
