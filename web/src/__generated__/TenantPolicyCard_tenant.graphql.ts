/**
 * @generated SignedSource<<54318a4ae9992036a4e0b8441685c781>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TenantPolicyCard_tenant$data = {
  readonly fullName: string;
  readonly segregationOfDuties: boolean;
  readonly " $fragmentType": "TenantPolicyCard_tenant";
};
export type TenantPolicyCard_tenant$key = {
  readonly " $data"?: TenantPolicyCard_tenant$data;
  readonly " $fragmentSpreads": FragmentRefs<"TenantPolicyCard_tenant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TenantPolicyCard_tenant",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "segregationOfDuties",
      "storageKey": null
    }
  ],
  "type": "Tenant",
  "abstractKey": null
};

(node as any).hash = "b06ea44399fa452c3a93ceaa7d946dc1";

export default node;
