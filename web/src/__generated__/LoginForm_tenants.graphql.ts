/**
 * @generated SignedSource<<f86ff1ba047ae28c39767c15bb851b87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginForm_tenants$data = ReadonlyArray<{
  readonly fullName: string;
  readonly shortName: string;
  readonly " $fragmentType": "LoginForm_tenants";
}>;
export type LoginForm_tenants$key = ReadonlyArray<{
  readonly " $data"?: LoginForm_tenants$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoginForm_tenants">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LoginForm_tenants",
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
  "type": "LoginTenant",
  "abstractKey": null
};

(node as any).hash = "1f1ef6bfab68a97d96bc2cc4a32a529c";

export default node;
