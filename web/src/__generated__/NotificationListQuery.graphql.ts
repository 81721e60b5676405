/**
 * @generated SignedSource<<002f650bc0fd71d232fbe3a08306b2f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationListQuery$variables = Record<PropertyKey, never>;
export type NotificationListQuery$data = {
  readonly notifications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly body: string;
        readonly createdAt: string;
        readonly id: string;
        readonly link: string;
        readonly read: boolean;
        readonly title: string;
      };
    }>;
  };
  readonly unreadNotificationCount: number | null | undefined;
};
export type NotificationListQuery = {
  response: NotificationListQuery$data;
  variables: NotificationListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unreadNotificationCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 20
      }
    ],
    "concreteType": "QueryNotificationsConnection",
    "kind": "LinkedField",
    "name": "notifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryNotificationsConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Notification",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "read",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "notifications(first:20)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationListQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationListQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1df2982cfd00811a3cf75ca712c16881",
    "id": null,
    "metadata": {},
    "name": "NotificationListQuery",
    "operationKind": "query",
    "text": "query NotificationListQuery {\n  unreadNotificationCount\n  notifications(first: 20) {\n    edges {\n      node {\n        id\n        title\n        body\n        link\n        read\n        createdAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de61c4aba2667ecebcac496436c7c7a4";

export default node;
