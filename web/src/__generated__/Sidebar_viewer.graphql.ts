/**
 * @generated SignedSource<<24266f8b6e87dce559c1addfea4af358>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "admin" | "finance" | "it_director" | "procurement" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Sidebar_viewer$data = {
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

(node as any).hash = "aa6b3ba8d09eb47c9abe5407ba640b6f";

export default node;
