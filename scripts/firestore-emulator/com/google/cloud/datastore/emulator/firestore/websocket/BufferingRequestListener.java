package com.google.cloud.datastore.emulator.firestore.websocket;

import com.google.cloud.datastore.emulator.impl.util.EmulatorRequestsListener;
import com.google.common.collect.ImmutableList;
import com.google.common.time.TimeSource;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.tracking.PermissionTrace;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * `npm test`'s stand-in for the Firestore emulator's request monitor feed
 * (docs/testing.md "The Firestore emulator without its coverage report").
 *
 * The packaged listener turns every rules evaluation into JSON for the Emulator UI's
 * Requests tab, whether or not a UI is connected (the project runs none: firebase.json
 * `ui.enabled` is false); that took about a tenth of the emulator's CPU in the rules
 * tests. This one has the same members (scripts/lib/emulators.mjs compares them with
 * javap before using it) and publishes nothing: a connected UI would see no requests.
 */
class BufferingRequestListener implements EmulatorRequestsListener {
  BufferingRequestListener(Consumer<JSONObject> requestListener, TimeSource timeSource) {}

  @Override
  public void afterRulesUpdate(String database, Source source, RulesetAst ruleset, ImmutableList<Issue> issues) {}

  @Override
  public void afterRulesUpdate(String database, Source source, ImmutableList<Issue> issues) {}

  @Override
  public void afterRulesEvaluation(
      String database,
      RulesetAst ruleset,
      Evaluator.Context context,
      boolean allowed,
      ConcurrentLinkedQueue<PermissionTrace> traces) {}

  @Override
  public void afterRulesEvaluation(
      String database,
      RulesetAst ruleset,
      Evaluator.Context context,
      Throwable error,
      ConcurrentLinkedQueue<PermissionTrace> traces) {}

  /** The backlog a newly connected UI is sent: empty. */
  synchronized void generateRequestBacklog(Consumer<JSONArray> consumer) {
    consumer.accept(new JSONArray());
  }
}
