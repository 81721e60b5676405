/**
 * @generated SignedSource<<d98444181acd456a73de3e4d48b3693b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "finance" | "it_director" | "procurement" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Sidebar_viewer$data = {
  readonly approvalInboxCount: number | null | undefined;
  readonly isSuperAdmin: boolean;
  readonly role: Role;
  readonly tenant: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "Sidebar_viewer";
};
export type Sidebar_viewer$key = {
  readonly " $data"?: Sidebar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Sidebar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Sidebar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSuperAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalInboxCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tenant",
      "kind": "LinkedField",
      "name": "tenant",
      "plural": false,
      "selections": [
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
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "f13af8cb7db516736a498538f2981791";

export default node;
