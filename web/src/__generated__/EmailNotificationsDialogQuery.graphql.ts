/**
 * @generated SignedSource<<5cc9da1f468e1e8cf7f8a09bf26a374a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailNotificationMode = "daily_digest" | "immediately" | "off" | "%future added value";
export type EmailNotificationsDialogQuery$variables = Record<PropertyKey, never>;
export type EmailNotificationsDialogQuery$data = {
  readonly emailEnabled: boolean;
  readonly viewer: {
    readonly emailNotifications: EmailNotificationMode | null | undefined;
  } | null | undefined;
};
export type EmailNotificationsDialogQuery = {
  response: EmailNotificationsDialogQuery$data;
  variables: EmailNotificationsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
        "name": "emailNotifications",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "emailEnabled",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmailNotificationsDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailNotificationsDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f4ee768d77e23f39397e23d6122b4c02",
    "id": null,
    "metadata": {},
    "name": "EmailNotificationsDialogQuery",
    "operationKind": "query",
    "text": "query EmailNotificationsDialogQuery {\n  viewer {\n    emailNotifications\n  }\n  emailEnabled\n}\n"
  }
};
})();

(node as any).hash = "7496bd417487edd8c540ab5b17956b8c";

export default node;
