// The steady rate's load in a process of its own (`pacedLoadApart`): its argument is the job as
// JSON, its last line of output the warm-up's and the run's results as JSON.
import { Agent } from 'node:http';
import { pacedLoad, type PacedJob } from './paced-load';

const job = JSON.parse(process.argv[2]!) as PacedJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const warmUp = await pacedLoad(job.target, job.connections, job.rate, job.warmUpSeconds, agent);
const result = await pacedLoad(job.target, job.connections, job.rate, job.seconds, agent);
agent.destroy();
process.stdout.write(`${JSON.stringify({ ...result, warmUp })}\n`);
