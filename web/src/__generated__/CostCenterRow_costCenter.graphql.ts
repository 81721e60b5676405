/**
 * @generated SignedSource<<ac2b5a5af398f4ad19bf8ed2cf7470f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CostCenterRow_costCenter$data = {
  readonly code: string;
  readonly createdAt: string;
  readonly createdByName: string | null | undefined;
  readonly description: string;
  readonly id: string;
  readonly " $fragmentType": "CostCenterRow_costCenter";
};
export type CostCenterRow_costCenter$key = {
  readonly " $data"?: CostCenterRow_costCenter$data;
  readonly " $fragmentSpreads": FragmentRefs<"CostCenterRow_costCenter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CostCenterRow_costCenter",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
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
  "type": "CostCenter",
  "abstractKey": null
};

(node as any).hash = "5a7fc2a1b199272329f3300b344cfb1d";

export default node;
