/**
 * @generated SignedSource<<2ee14bdbe00fb0a29cadc97f175ce920>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractDetail_contract$data = {
  readonly approvalBlockedReason: string | null | undefined;
  readonly attachmentName: string | null | undefined;
  readonly attachmentPath: string | null | undefined;
  readonly canApprove: boolean;
  readonly canReject: boolean;
  readonly contractName: string;
  readonly contractType: string;
  readonly createdAt: string;
  readonly createdByName: string | null | undefined;
  readonly expiryDate: string | null | undefined;
  readonly history: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
  }>;
  readonly id: string;
  readonly rejectedReason: string | null | undefined;
  readonly renewalLabel: string;
  readonly signingDate: string | null | undefined;
  readonly status: ContractStatus;
  readonly statusLabel: string;
  readonly supplierName: string;
  readonly updatedAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"ContractApprovals_contract">;
  readonly " $fragmentType": "ContractDetail_contract";
};
export type ContractDetail_contract$key = {
  readonly " $data"?: ContractDetail_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractDetail_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractDetail_contract",
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
      "concreteType": "HistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HistoryTimeline_entries"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signingDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewalLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attachmentName",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalBlockedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReject",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContractApprovals_contract"
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "551668301fe30deed2276c3245b60bc6";

export default node;
