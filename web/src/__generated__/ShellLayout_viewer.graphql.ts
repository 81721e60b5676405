/**
 * @generated SignedSource<<0be9763e5d67b910d3d7fdd0bb0c1c6f>>
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

(node as any).hash = "06622ea9c1c3f53bf587a930a8c6b5b7";

export default node;
