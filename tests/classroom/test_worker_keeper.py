"""The front starts a dead worker again (``front.WorkerKeeper``), waiting longer each time a worker
keeps dying soon after its start; here with short-lived stand-in processes, no server (the browser
test in test_workers.py kills a real worker and plays on at its table)."""
from __future__ import annotations

import subprocess

from puertorico_nb.classroom import front
from puertorico_nb.classroom.front import Worker, WorkerKeeper

DIES = ["true"]  # a process that ends at once


def dead_worker() -> Worker:
    process = subprocess.Popen(DIES)
    process.wait()
    return Worker("w1", 1, process, command=lambda port: DIES, env=None, started=0.0)


def test_a_dead_worker_is_started_again_after_a_wait_that_doubles_while_it_keeps_dying(monkeypatch):
    monkeypatch.setattr(front, "answers", lambda worker: False)
    worker = dead_worker()
    keeper = WorkerKeeper([worker])
    now = 100.0  # it ran 100 s before it died: the first wait
    keeper.check(worker, now)
    assert not worker.alive and worker.due == now + front.RESTART_FIRST and worker.restarts == 0
    waits = []
    for _ in range(8):
        keeper.check(worker, worker.due)  # its time has come: started again (on a fresh port)
        assert worker.restarts == len(waits) + 1 and worker.due is None
        worker.process.wait()  # ... and it dies at once
        now = worker.started + 0.5
        keeper.check(worker, now)
        waits.append(worker.due - now)
    assert waits == [2, 4, 8, 16, 32, 60, 60, 60]  # doubled, up to a minute
    keeper.check(worker, worker.due)
    worker.process.wait()
    keeper.check(worker, worker.started + front.RESTART_STEADY)  # it ran a minute: the first wait again
    assert worker.due - worker.started - front.RESTART_STEADY == front.RESTART_FIRST


def test_a_worker_started_again_gets_requests_once_it_answers(monkeypatch):
    worker = dead_worker()
    keeper = WorkerKeeper([worker])
    keeper.check(worker, 100.0)
    worker.command = lambda port: ["sleep", "30"]
    keeper.check(worker, worker.due)
    try:
        monkeypatch.setattr(front, "answers", lambda worker: False)
        keeper.check(worker, 200.0)
        assert worker.process.poll() is None and not worker.alive  # running, not answering yet
        monkeypatch.setattr(front, "answers", lambda worker: True)
        keeper.check(worker, 201.0)
        assert worker.alive
    finally:
        worker.process.kill()
        worker.process.wait()


def test_a_stopped_keeper_starts_nothing_again():
    worker = dead_worker()
    keeper = WorkerKeeper([worker])
    keeper.check(worker, 100.0)
    keeper.stop()  # the front stops its workers: none is started again
    keeper.check(worker, worker.due)
    assert worker.restarts == 0 and worker.process.poll() is not None
