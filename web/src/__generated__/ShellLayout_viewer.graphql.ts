/**
 * @generated SignedSource<<a88d1b2683399d65b2dc04be5693949f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "finance" | "it_director" | "procurement" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ShellLayout_viewer$data = {
  readonly isSuperAdmin: boolean;
  readonly permissions: ReadonlyArray<string>;
  readonly role: Role;
  readonly " $fragmentSpreads": FragmentRefs<"Header_viewer" | "Sidebar_viewer">;
  readonly " $fragmentType": "ShellLayout_viewer";
};
export type ShellLayout_viewer$key = {
  readonly " $data"?: ShellLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShellLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShellLayout_viewer",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Sidebar_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Header_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7a109b4aceed8ab70db752be59afcbf2";

export default node;
